export { ButtonLink } from './ButtonLink.styles';
