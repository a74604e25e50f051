export default function Page() {
  return <h1>Contact</h1>;
}
