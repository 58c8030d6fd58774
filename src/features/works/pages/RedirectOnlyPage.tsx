/**
 * The component of pages that always redirect or 404 in getServerSideProps. Next still needs a
 * default export; it renders only if a redirect handler were ever to return props.
 */
export default function RedirectOnlyPage() {
  return null;
}
