/**
 * The browser's fetch for component tests of BFF calls: replaced before each test, and each
 * `answer(status, body, headers?)` queues the next reply. Call at a test file's top level.
 */
export function fakeFetch() {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    fetchMock.mockResolvedValueOnce({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => body,
    });
  }
  return { fetchMock, answer };
}
