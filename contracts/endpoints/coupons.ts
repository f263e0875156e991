// The coupons calls of the endpoint table (defineEndpoint entries, exported by name).
export {};
