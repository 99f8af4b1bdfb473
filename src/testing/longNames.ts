/**
 * docs/routes.md#long-names: names as people type them (issue #36): a saved search's name in one
 * unbroken piece, and a project’s name of over 200 characters. Stories show them on a phone, where they
 * must wrap or give way with their full text still there, never widen the page.
 */
export const unbrokenName = `Villas in Blr ${'long'.repeat(24)}`;
export const longProjectName =
  'Skyline Palm Villas and Residences Phase Two Tower B with Clubhouse, Rooftop Garden, Swimming Pool, Jogging Track and Children’s Play Area, near Whitefield Metro Station, Bengaluru East, Karnataka 560066, India, Phase 2B';
