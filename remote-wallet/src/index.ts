// The async boundary of DESIGN.md section 2: shared modules are negotiated before any is used.
import('./bootstrap');
