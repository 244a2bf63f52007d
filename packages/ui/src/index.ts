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
export { Tabs, type TabItem } from './Tabs';
export { Toaster, showToast, useNotice, type PageNotice, type ToastTone } from './Toast';
export {
  SidebarLayout,
  type SidebarLayoutProps,
  type SidebarEntry,
  type SidebarGroup,
  type SidebarFootAction,
  type IconComponent,
} from './SidebarLayout';
export { PlanCards, type PlanCardContent, type PlanCardLine, type PlanCardsProps } from './PlanCards';
