import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form.module.css';

/** What every labelled field takes besides its control's own attributes. */
interface FieldText {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** 'alert': the error is announced the moment it appears (a refusal that arrives after submitting). */
  errorRole?: 'alert';
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldText {
  /** Fixed text drawn inside the box before what is typed (the site's host before a link). */
  adornment?: ReactNode;
}

interface FieldFrame extends FieldText {
  id?: string;
  className?: string;
}

/** The label, hint and error around one control, and the attributes that tie them to it for screen readers. */
function useField(
  { label, hint, error, errorRole, id, className }: FieldFrame,
  control: (wiring: ControlWiring) => ReactNode,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlWiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled input with an optional hint, error and adornment, wired for screen readers. */
export function TextField({ label, hint, error, errorRole, id, className, adornment, ...input }: TextFieldProps) {
  return useField({ label, hint, error, errorRole, id, className }, (wiring) =>
    adornment ? (
      <div className={styles.adorned} data-invalid={error ? true : undefined}>
        <span className={styles.adornment}>{adornment}</span>
        <input className={styles.input} {...wiring} {...input} />
      </div>
    ) : (
      <input className={styles.input} {...wiring} {...input} />
    ),
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldText {
  options: readonly { value: string; label: string }[];
}

/** A labelled native select (the phone's own picker), hint and error wired like TextField's. */
export function SelectField({ label, hint, error, errorRole, id, className, options, ...select }: SelectFieldProps) {
  return useField({ label, hint, error, errorRole, id, className }, (wiring) => (
    <select className={styles.input} {...wiring} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ));
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText;

/** A labelled multi-line field, hint and error wired like TextField's. */
export function TextAreaField({ label, hint, error, errorRole, id, className, ...textarea }: TextAreaFieldProps) {
  return useField({ label, hint, error, errorRole, id, className }, (wiring) => (
    <textarea className={[styles.input, styles.textarea].join(' ')} rows={4} {...wiring} {...textarea} />
  ));
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox inside its label, so the whole line is the target; a finger-sized row. */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
        aria-pressed={visible}
      >
        {visible ? 'Sembunyikan' : 'Tampilkan'}
      </button>
    </div>
  );
}

/** A message box: errors are announced at once, successes politely. */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={[styles.alert, styles[`alert-${tone}`]].join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The live checklist of password rules: each item ticks as the rule is met. */
export function Checklist({ items, label }: { items: { text: string; met: boolean }[]; label: string }) {
  return (
    <ul className={styles.checklist} aria-label={label}>
      {items.map((item) => (
        <li key={item.text} className={item.met ? styles.met : undefined} data-met={item.met}>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            className={styles.checkMark}
          >
            {item.met ? (
              <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            ) : (
              <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>{' '}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
