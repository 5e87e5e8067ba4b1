import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type Variant = 'primary' | 'danger' | 'ghost' | 'default';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  big?: boolean;
  block?: boolean;
  children?: ComponentChildren;
}

/** The one button of the app: at least 48 px, with press feedback and no text selection. */
export function Button({ variant = 'default', big, block, class: cls, className, type, ...rest }: ButtonProps) {
  const classes = ['btn', variant !== 'default' && variant, big && 'big', block && 'block', cls, className]
    .filter(Boolean)
    .join(' ');
  return <button type={(type as 'button') ?? 'button'} class={classes} {...rest} />;
}
