// Stands in for server-only guards in unit tests (jest.config.js).
module.exports = {};
