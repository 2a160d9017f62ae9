import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Skeleton } from '#skeleton/skeleton.tsx';
import { cx } from '#utils/cx.ts';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import * as styles from './list-card.css.ts';

export interface ListCardListProps extends ComponentPropsWithRef<'ul'> {
  /** `rows` (default): one card a row, a row of columns from tablet width up. `tiles`: a grid of cards. */
  layout?: 'rows' | 'tiles';
}

/** The list of a screen's items (invoices, tickets, servers). Name it with `aria-label`. */
export function ListCardList({ layout = 'rows', className, ...props }: ListCardListProps) {
  return <ul className={cx(styles.list[layout], className)} {...props} />;
}

export interface ListCardProps extends ComponentPropsWithRef<'li'> {
  /** Needs the user's attention, such as an unread reply: a bar along the start edge. */
  highlighted?: boolean;
}

/**
 * One item: a card on phones; in `rows`, its first child on the left and its last on the right
 * from tablet width up. Put a `ListCardLink` in its title to make the whole card open the item.
 */
export function ListCard({ highlighted = false, className, ...props }: ListCardProps) {
  return <li className={cx(styles.card, highlighted && styles.highlighted, className)} {...props} />;
}

export interface ListCardTitleProps extends ComponentPropsWithRef<'h2'> {
  /** Defaults to 2, under the screen's `h1`. */
  level?: HeadingLevel;
  size?: 'md' | 'lg';
  /** Bolder, for an item with something unread. */
  strong?: boolean;
}

export function ListCardTitle({ level = 2, size = 'md', strong = false, className, ...props }: ListCardTitleProps) {
  return <Heading level={level} className={cx(styles.title[size], strong && styles.strongTitle, className)} {...props} />;
}

export interface ListCardLinkProps extends ComponentPropsWithRef<'a'> {
  /** Styles the child (a router `Link`) instead of rendering an `<a>`. */
  asChild?: boolean;
}

/** The item's link, in its title: the whole card is its click target and shows its focus ring. */
export function ListCardLink({ asChild = false, className, ...props }: ListCardLinkProps) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cx(styles.link, className)} {...props} />;
}

export interface ListCardSkeletonProps extends Omit<ComponentPropsWithRef<'li'>, 'children'> {
  /** The widths of the placeholder lines; the first is as tall as a title. */
  lines?: string[];
  /** Other placeholders instead of the lines. */
  children?: ReactNode;
}

/** A card in waiting. Put it in a list named for what loads ("Loading your invoices") with `aria-busy`. */
export function ListCardSkeleton({ lines = ['40%', '75%'], children, className, ...props }: ListCardSkeletonProps) {
  return (
    <li className={cx(styles.skeleton, className)} {...props}>
      {children ?? lines.map((width, index) => <Skeleton key={index} width={width} height={index === 0 ? '1.25rem' : '1rem'} />)}
    </li>
  );
}
