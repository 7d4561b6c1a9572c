export const ink = '#223800';
export const brand = '#3c6300';
export const mid = '#86b53a';
export const pale = '#cde3a8';
export const wash = '#e6f1d3';
