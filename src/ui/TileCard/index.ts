export { TileCard, TileCover, TileTitle, TileTitleLink } from './TileCard.styles';
