export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden.styles';
