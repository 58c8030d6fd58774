/** UI primitives and theme; no data fetching, no app state. */
export * from './theme';
export { Button, buttonCss, type ButtonProps, type ButtonVariant } from './Button';
export { Container } from './Container';
export { InlineList } from './InlineList';
export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export { Price, formatMoney, type PriceProps } from './Price';
export { BookTile, type BookTileProps } from './BookTile';
export { TileGrid, TileGridCell } from './TileGrid';
export { TileCard, TileCover, TileTitle, TileTitleLink } from './TileCard';
export { Modal, type ModalProps } from './Modal';
export { ButtonLink } from './ButtonLink';
export { PageHead } from './PageHead';
export { EmptyState, LoadingState, LoadFailedState, PendingState, RefreshingNotice } from './StatusMessage';
export { useIsHydrated } from './hooks/useIsHydrated';
