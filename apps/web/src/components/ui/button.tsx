import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../../lib/cx';
import styles from './button.module.css';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

/** "primary" is the lime accent: one per screen, for its main action (STYLE.md). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg' | 'sm';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  iconAfter?: IconName;
  block?: boolean;
  className?: string;
}

const classes = ({ variant = 'secondary', size = 'md', block, className }: Look) =>
  cx(styles.button, styles[variant], styles[size], block && styles.block, className);

function Content({ icon, iconAfter, children }: Pick<Look, 'icon' | 'iconAfter'> & { children: ReactNode }) {
  return (
    <>
      {icon && <Icon name={icon} size={18} />}
      <span>{children}</span>
      {iconAfter && <Icon name={iconAfter} size={18} />}
    </>
  );
}

interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Shows a spinner, keeps the label for screen readers and blocks repeated clicks. */
  pending?: boolean;
  pendingLabel?: string;
}

export function Button({
  variant,
  size,
  icon,
  iconAfter,
  block,
  className,
  pending,
  pendingLabel,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes({ variant, size, block, className })}
      disabled={rest.disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        <Content icon={icon} iconAfter={iconAfter}>
          {children}
        </Content>
      )}
    </button>
  );
}

type ButtonLinkProps = Look & Omit<LinkProps, 'className'>;

export function ButtonLink({
  variant,
  size,
  icon,
  iconAfter,
  block,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={classes({ variant, size, block, className })}>
      <Content icon={icon} iconAfter={iconAfter}>
        {children}
      </Content>
    </Link>
  );
}

type ButtonAnchorProps = Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'>;

/** A link to another site that looks like a button (a messenger bot, a payment page). */
export function ButtonAnchor({
  variant,
  size,
  icon,
  iconAfter,
  block,
  className,
  children,
  ...rest
}: ButtonAnchorProps) {
  return (
    <a {...rest} className={classes({ variant, size, block, className })}>
      <Content icon={icon} iconAfter={iconAfter}>
        {children}
      </Content>
    </a>
  );
}
