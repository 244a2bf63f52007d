/**
 * The kit every page shares (one federation-shared chunk, loaded by every page). What only some areas use has an
 * entry of its own, loaded by the pages that use it: '@undangin/ui/sidebar-layout' (dashboard, admin),
 * '@undangin/ui/tabs' (one page).
 */
export { Button, buttonClass, type ButtonProps } from './Button';
export { Card, StatCard, StatGrid, Badge, Ribbon, type BadgeTone } from './Card';
export { Countdown, useCountdown, type TimeLeft } from './Countdown';
export { Dialog, type DialogProps } from './Dialog';
export { Spinner, Notice, Skeleton, EmptyState, LoadFailed, ProgressBar, VisuallyHidden } from './Feedback';
export {
  TextField,
  SelectField,
  TextAreaField,
  PasswordField,
  CheckboxField,
  Alert,
  Checklist,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './Form';
export { Toaster, showToast, useNotice, type PageNotice, type ToastTone } from './Toast';
export { PlanCards, type PlanCardContent, type PlanCardLine, type PlanCardsProps } from './PlanCards';
