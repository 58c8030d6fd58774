/** `/search` always redirects (see search.getServerSideProps); this renders only if that ever changes. */
export default function SearchPage() {
  return null;
}
