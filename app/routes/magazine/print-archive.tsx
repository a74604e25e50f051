export default function Page() {
  return <h1>Print Archive</h1>;
}
