import {
  createContext,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import './controls.css';

/**
 * The controls every screen is built from: Button, Field (label + control + hint), Toolbar, and thin wrappers
 * for Select, TextInput, Checkbox and Radio. Their look lives in controls.css, and only there: a screen lays
 * controls out (gaps, widths, where a row wraps) but writes no button, label or input CSS of its own.
 */

const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

/** The look of a button, for elements that must stay what they are (a router link that reads as a button). */
export const buttonClass = (variant: ButtonVariant = 'secondary', size: ButtonSize = 'medium', className?: string): string =>
  cx('btn', `btn-${variant}`, size !== 'medium' && `btn-${size}`, className);

/** Props of {@link Button}: a native button's, plus its look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the screen's main action; secondary (default): every other action; danger: removes or stops. */
  variant?: ButtonVariant;
  /** small: inside panels and headers; large: the home page's calls to action. */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A button (type="button" unless told otherwise). */
export function Button({ variant = 'secondary', size = 'medium', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

/** What a control inside a {@link Field} takes from it: its id and the id of the hint describing it. */
interface FieldWiring {
  id: string;
  describedBy?: string;
}

const FieldContext = createContext<FieldWiring | null>(null);

/** The id and aria-describedby of a control: its own, else its Field's (descriptions are joined). */
function useFieldWiring(id: string | undefined, describedBy: string | undefined): { id?: string; 'aria-describedby'?: string } {
  const field = useContext(FieldContext);
  const described = cx(field?.describedBy, describedBy) || undefined;
  return { id: id ?? field?.id, 'aria-describedby': described };
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** A line beneath the control (e.g. the allowed range), announced as its description. */
  hint?: ReactNode;
  /** stacked (default): label above the control; inline: label beside it. */
  layout?: 'stacked' | 'inline';
  /** Takes the free width of its row (with a minimum), instead of its content's width. */
  grow?: boolean;
  className?: string;
  /** One control: a Select or TextInput (wired automatically), or any control given `id`/`aria-describedby` by hand. */
  children: ReactNode;
}

/**
 * A labelled control: the label points at the control (htmlFor) and the hint describes it (aria-describedby),
 * with ids from useId. Select and TextInput inside pick the wiring up on their own.
 */
export function Field({ label, hint, layout = 'stacked', grow, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cx('field', layout === 'inline' && 'field-inline', grow && 'field-grow', className)}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <FieldContext.Provider value={{ id, describedBy: hint ? hintId : undefined }}>{children}</FieldContext.Provider>
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A short line of help or status in the field style (muted, small), e.g. "No options for this type." */
export function Hint({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

/** Props of {@link Select}. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A select in the house style; inside a Field it is labelled and described by it. */
export function Select({ id, className, 'aria-describedby': describedBy, ...rest }: SelectProps) {
  const wiring = useFieldWiring(id, describedBy);
  return <select {...wiring} className={cx('input', className)} {...rest} />;
}

/** Props of {@link TextInput}. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text (or number) input in the house style; inside a Field it is labelled and described by it. */
export function TextInput({ id, className, type = 'text', 'aria-describedby': describedBy, ...rest }: TextInputProps) {
  const wiring = useFieldWiring(id, describedBy);
  return <input {...wiring} type={type} className={cx('input', className)} {...rest} />;
}

/** Props of {@link Checkbox} and {@link Radio}: an input's, with the text that labels it. */
export interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it (the label wraps the input, so the whole text is the click target). */
export function Checkbox({ label, className, ...rest }: CheckProps) {
  return (
    <label className={cx('check', className)}>
      <input type="checkbox" {...rest} />
      {label}
    </label>
  );
}

/** A radio button with its label beside it; group them in an element with role="radiogroup" and a name. */
export function Radio({ label, className, ...rest }: CheckProps) {
  return (
    <label className={cx('check', className)}>
      <input type="radio" {...rest} />
      {label}
    </label>
  );
}

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  children: ReactNode;
  className?: string;
  /** Pushes the row to the end of its parent row (e.g. actions to the right of a heading). */
  end?: boolean;
  /** Aligns the bottoms of the items (a row of stacked Fields and their button). */
  alignEnd?: boolean;
}

/** A row of controls that wraps on narrow screens; a {@link ToolbarSpacer} pushes what follows to the end. */
export function Toolbar({ children, className, end, alignEnd }: ToolbarProps) {
  return <div className={cx('toolbar', end && 'toolbar-end', alignEnd && 'toolbar-align-end', className)}>{children}</div>;
}

/** Free space in a {@link Toolbar}: the controls after it sit at the row's end. */
export function ToolbarSpacer() {
  return <span className="toolbar-spacer" />;
}
