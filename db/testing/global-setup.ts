// Filled in by the database test harness.
export default function setup() {}
