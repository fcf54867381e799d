import { useEffect, useRef } from 'react';
import styles from './step-heading.module.css';

interface StepHeadingProps {
  title: string;
  lead?: string;
  /** Move focus here when the step opens (steps without an input to focus). */
  focus?: boolean;
}

/** Each step of the sign-in screen is the page's h1, so a screen reader hears where it is. */
export function StepHeading({ title, lead, focus = false }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.heading}>
      <h1 id="sign-in-title" className={styles.title} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
