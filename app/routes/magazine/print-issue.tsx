export default function Page() {
  return <h1>Print Issue</h1>;
}
