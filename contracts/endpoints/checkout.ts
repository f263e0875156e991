// The checkout calls of the endpoint table (defineEndpoint entries, exported by name).
export {};
