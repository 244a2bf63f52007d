export { Button, buttonClass, type ButtonProps } from './Button';
export { Spinner, Notice } from './Feedback';
export { TextField, PasswordField, Alert, Checklist, type TextFieldProps } from './Form';
