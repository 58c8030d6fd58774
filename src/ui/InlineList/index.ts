export { InlineList } from './InlineList.styles';
