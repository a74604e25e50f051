export default function Page() {
  return <h1>Channel</h1>;
}
