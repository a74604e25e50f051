export default function Page() {
  return <h1>Profile</h1>;
}
