export default function Page() {
  return <h1>Newsletter</h1>;
}
