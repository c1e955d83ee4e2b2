import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A whole-page message (thanks, already answered, link unavailable, could not load): its heading is the page's
 * `<h1>` and takes the focus, so a screen reader reads the outcome at once.
 */
export function Notice(props: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="survey-notice" aria-labelledby="survey-notice-title">
      <h1 id="survey-notice-title" ref={heading} tabIndex={-1}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}
