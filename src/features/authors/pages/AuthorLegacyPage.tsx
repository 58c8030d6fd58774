/** Old author links only ever redirect (authorLegacy.getServerSideProps); nothing renders here. */
export default function AuthorLegacyPage() {
  return null;
}
