import { withShell } from '@/app-context/page/shell.server';

/** The contact page: its text is the `contact` part of the content messages. */
export const contactPageServerSideProps = withShell(undefined, { namespaces: ['content.contact'] });

/** The books' condition page: its text is the `booksCondition` part of the content messages. */
export const booksConditionPageServerSideProps = withShell(undefined, { namespaces: ['content.booksCondition'] });
