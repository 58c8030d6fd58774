import { withShell } from '@/shell/shell.server';

/** The direct delivery page is text only; withShell gives it the shell and translations. */
export const getServerSideProps = withShell();
