import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '#utils/cx.ts';
import { visuallyHiddenClass } from '#visually-hidden/visually-hidden.css.ts';
import * as styles from './table.css.ts';

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Names the table for screen readers (and the scroll region around it). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  /** Class of the scrolling wrapper. */
  wrapperClassName?: string;
}

type Align = 'start' | 'center' | 'end';

function alignClass(align: Align | undefined) {
  if (align === 'end') return styles.alignEnd;
  if (align === 'center') return styles.alignCenter;
  return undefined;
}

function TableRoot({ caption, captionHidden = false, wrapperClassName, className, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    // A region that may scroll must be reachable by keyboard, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={cx(styles.scroller, wrapperClassName)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx(styles.table, className)} {...props}>
        <caption id={captionId} className={captionHidden ? visuallyHiddenClass : styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

function Head({ className, ...props }: ComponentPropsWithRef<'thead'>) {
  return <thead className={cx(styles.head, className)} {...props} />;
}

function Body(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody {...props} />;
}

function Row({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

export interface TableHeaderCellProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  align?: Align;
}

function HeaderCell({ scope = 'col', align, className, ...props }: TableHeaderCellProps) {
  return <th scope={scope} className={cx(styles.headerCell, alignClass(align), className)} {...props} />;
}

export interface TableCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  align?: Align;
}

function Cell({ align, className, ...props }: TableCellProps) {
  return <td className={cx(styles.cell, alignClass(align), className)} {...props} />;
}

export const Table = Object.assign(TableRoot, { Head, Body, Row, HeaderCell, Cell });
