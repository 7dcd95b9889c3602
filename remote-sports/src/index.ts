// An async boundary: shared singletons are negotiated before any of them is used (DESIGN.md 2).
import('./bootstrap');
