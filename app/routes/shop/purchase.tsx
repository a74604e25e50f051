export default function Page() {
  return <h1>Purchase</h1>;
}
