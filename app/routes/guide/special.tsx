export default function Page() {
  return <h1>Special</h1>;
}
