import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** What names the scrolling box: a text, or the id of the heading above the table. */
export type TableScrollName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * The box a table sits in, so that a table wider than the screen (a phone, a column per group) scrolls sideways inside
 * it and never widens the page. While the table is wider than the box, the box is a named, focusable region (a
 * keyboard user reaches it with Tab and scrolls it with the arrow keys: WCAG 2.1.1, axe's
 * `scrollable-region-focusable`); while it fits, it is a plain box and no extra Tab stop.
 * Source: docs/dashboard.md#phones.
 */
export function TableScroll({ children, ...name }: TableScrollName & { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const region = overflows
    ? { role: 'region', tabIndex: 0, 'aria-label': name.label, 'aria-labelledby': name.labelledBy }
    : {};
  return (
    <div ref={box} className="table-scroll" {...region}>
      {children}
    </div>
  );
}
