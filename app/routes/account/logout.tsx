export default function Page() {
  return <h1>Logout</h1>;
}
