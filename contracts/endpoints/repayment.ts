// The repayment calls of the endpoint table (defineEndpoint entries, exported by name).
export {};
