export default {
  rest: {
    defaultLimit: 10,
    maxLimit: 100,
    withCount: true,
  },
};
