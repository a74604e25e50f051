export default function Page() {
  return <h1>Register</h1>;
}
