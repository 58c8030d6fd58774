export { Container } from './Container.styles';
