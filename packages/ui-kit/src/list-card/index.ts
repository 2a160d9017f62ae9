export {
  ListCard,
  ListCardLink,
  ListCardList,
  ListCardSkeleton,
  ListCardTitle,
  type ListCardLinkProps,
  type ListCardListProps,
  type ListCardProps,
  type ListCardSkeletonProps,
  type ListCardTitleProps,
} from './list-card.tsx';
export { factLine } from './list-card.css.ts';
