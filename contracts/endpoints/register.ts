// The register calls of the endpoint table (defineEndpoint entries, exported by name).
export {};
