/** GET with a token: the `data` of the answer, or an error naming the URL and what the server said. */
export async function getData<T>(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
