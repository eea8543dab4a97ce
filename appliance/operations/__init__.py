"""Operations in the field: backup and restore of the appliance's state, and ``doctor``'s checks."""
