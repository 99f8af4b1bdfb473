import type { DivIcon } from 'leaflet';
import type { Leaflet } from './loadLeaflet';

/*
 * Our own markers, drawn in HTML and SVG: Leaflet's default marker is an image its stylesheet finds
 * by a path that breaks once bundled, and no image may come from a CDN (docs/map.md#csp). Colours
 * come from MapFrame's stylesheet (classes, currentColor), never from inline styles, which the CSP
 * forbids.
 */

/** Text for Leaflet's HTML strings (icons, the attribution). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A map pin, its point at the place: for one place a person sets or reads (the pin picker). */
export const pinIcon = (leaflet: Leaflet): DivIcon =>
  leaflet.divIcon({
    className: 'nivaas-map-pin',
    html: '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path fill="currentColor" d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 40 16 40s16-12.5 16-24.3C32 7 24.8 0 16 0z"/><circle cx="16" cy="15.5" r="6" fill="white"/></svg>',
    iconSize: [32, 40],
    iconAnchor: [16, 40],
  });

/**
 * A label as a marker (a price, a count), styled by its class in the caller's frame. Sized by its text:
 * no iconSize, so the marker is a point at the place and MapFrame centres the label's span on it.
 */
export const labelIcon = (leaflet: Leaflet, text: string, className: string): DivIcon =>
  leaflet.divIcon({
    className: `nivaas-map-label ${className}`,
    html: `<span>${escapeHtml(text)}</span>`,
    iconSize: undefined,
  });
