export { Button, buttonClass, type ButtonProps } from './Button';
export { Spinner, Notice } from './Feedback';
