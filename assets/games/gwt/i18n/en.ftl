# Great Western Trail (English). Every key starts with "gwt-": the game's own words never collide with another's.

gwt-blurb = Drive your cattle herd along the trail to ship it east from Kansas City.
