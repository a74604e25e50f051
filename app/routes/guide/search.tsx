export default function Page() {
  return <h1>Search</h1>;
}
