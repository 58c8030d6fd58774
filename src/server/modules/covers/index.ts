// The covers module's public face for other modules.
export { renderCoverSvg } from './cover-svg';
