import { withShell } from '@/app-context/page/shell.server';

/** Pages whose text is in the `content` messages (contact, books-condition): the shell only. */
export const contentPageServerSideProps = withShell(undefined, { namespaces: ['content'] });
