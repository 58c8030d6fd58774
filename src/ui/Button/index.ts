export { Button, type ButtonProps } from './Button';
export { buttonCss, type ButtonVariant } from './Button.styles';
